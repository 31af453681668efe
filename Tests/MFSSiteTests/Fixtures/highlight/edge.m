#import <UIKit/UIKit.h>
#include "Frames.h" // the frames
#define MAX_WIDTH (320.0f) /* points */ \
    + 1
  #pragma mark - Lifecycle
#if 0
dead code "not a string"
#else
int alive = 1;
#endif
@class NSString, LoginViewModel;
@protocol LoginDelegate;
@interface LoginViewController : UIViewController <UITableViewDelegate> {
    NSInteger _count;
    __weak id<LoginDelegate> _delegate;
}
@property (nonatomic, strong, readonly) UIButton *signInButton;
+ (CGRect)rectForLogoImgView:(LoginViewModel *)viewModel
                  parentSize:(CGSize)parentSize;
- (instancetype)initWithTitle:(NSString *)title, ... NS_REQUIRES_NIL_TERMINATION;
@end

@implementation LoginViewController (Frames)
- (void)viewDidLoad {
    [super viewDidLoad];
    NSString *s = @"Войти \"quoted\" \n\x41";
    NSArray *a = @[@1, @2.5, @0x1F, @017, @YES, @NO, @'c', @(self.count + 1)];
    NSDictionary *d = @{@"key": @[@"v", @{@"k": @(1)}], @"n": @1.5e3};
    unichar c = L'x'; char e = '\n', o = '\101'; u8"utf"; long l = -12L; unsigned u = 0x1Fu;
    float f = 1.5f, g = .5, h = 1e10, i = 0x1.8p3, j = 1'000'000, k = 0b1010, m = 1.f;
    size_t n = sizeof(int); uint8_t b = 0; NULL; nil; TRUE; self.view.frame = CGRectZero;
    if (a && !b || c >= 2) { return; } else { goto label; }
label:
    switch (x) { case 1: break; case kValue: default: break; }
    struct Point p; union U q; enum E r; static const volatile int z = 0;
    @try { @throw e; } @catch (NSException *e) { } @finally { }
    @synchronized(self) { } @autoreleasepool { }
    dispatch_async(dispatch_get_main_queue(), ^{ [self reload]; });
    SEL sel = @selector(viewDidLoad:); Class cls = [NSObject class]; BOOL ok = YES;
}
@end

static inline CGFloat LoginHeight(CGFloat width) {
    return MAX(44.0, width * 0.12); // at least 44
}

int main(int argc, char *argv[]);
void *ptr; /* unterminated
