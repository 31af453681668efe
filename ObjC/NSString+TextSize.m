// The Objective-C version of the demo's text measurement (Sources/MFSScreens/Cells/String+TextSize.swift),
// shown beside it on the cells pages.

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

// region: textSize
@interface NSString (TextSize)
/// The size this text takes in font, wrapped in lines no wider than width, each
/// lineHeight tall: UIKit's string measurement, which frame functions may call
/// on any thread. Not rounded: the width is the widest line's.
- (CGSize)sizeForWidth:(CGFloat)width font:(UIFont *)font lineHeight:(CGFloat)lineHeight;
@end

@implementation NSString (TextSize)
- (CGSize)sizeForWidth:(CGFloat)width font:(UIFont *)font lineHeight:(CGFloat)lineHeight {
    NSMutableParagraphStyle *paragraph = [[NSMutableParagraphStyle alloc] init];
    paragraph.minimumLineHeight = lineHeight;
    paragraph.maximumLineHeight = lineHeight;
    CGRect bounds = [self boundingRectWithSize:CGSizeMake(width, CGFLOAT_MAX)
                                       options:NSStringDrawingUsesLineFragmentOrigin
                                    attributes:@{NSFontAttributeName: font, NSParagraphStyleAttributeName: paragraph}
                                       context:nil];
    return bounds.size;
}
@end
// endregion

NS_ASSUME_NONNULL_END
