// The Objective-C version of the demo's frame cache (Sources/MFSScreens/Cells/FrameCache.swift),
// shown beside it on the cells pages. Values are objects: a frame is an NSValue of a CGRect.

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

// region: FrameCache
/// Values computed for a width, kept per width and name: { width: { name: value } },
/// so each orientation keeps its own. Safe from any thread: every read and
/// write holds the lock, for one dictionary access, never while computing.
@interface FrameCache<ValueType> : NSObject
- (nullable ValueType)objectForName:(NSString *)name width:(CGFloat)width;
/// Storing nil removes the value.
- (void)setObject:(nullable ValueType)value forName:(NSString *)name width:(CGFloat)width;
/// The value stored, else compute()'s, stored. compute runs without the lock, so it
/// may call frame functions that use this cache. Two threads that miss at once both
/// compute; frame functions are pure, so both store the same value.
- (ValueType)objectForName:(NSString *)name width:(CGFloat)width orCompute:(ValueType (^)(void))compute;
/// Forgets every value (when the text size changes, say).
- (void)removeAllObjects;
/// Forgets the values of every width but width (on a memory warning, say).
- (void)removeAllObjectsExceptWidth:(CGFloat)width;
@end

@implementation FrameCache {
    NSMutableDictionary<NSNumber *, NSMutableDictionary<NSString *, id> *> *_values;
    NSLock *_lock;
}

- (instancetype)init {
    if (self = [super init]) {
        _values = [NSMutableDictionary dictionary];
        _lock = [[NSLock alloc] init];
    }
    return self;
}

- (nullable id)objectForName:(NSString *)name width:(CGFloat)width {
    [_lock lock];
    id value = _values[@(width)][name];
    [_lock unlock];
    return value;
}

- (void)setObject:(nullable id)value forName:(NSString *)name width:(CGFloat)width {
    [_lock lock];
    NSMutableDictionary<NSString *, id> *byName = _values[@(width)];
    if (byName == nil) {
        byName = [NSMutableDictionary dictionary];
        _values[@(width)] = byName;
    }
    byName[name] = value;
    [_lock unlock];
}

- (id)objectForName:(NSString *)name width:(CGFloat)width orCompute:(id (^)(void))compute {
    id value = [self objectForName:name width:width];
    if (value != nil) { return value; }
    value = compute();
    [self setObject:value forName:name width:width];
    return value;
}

- (void)removeAllObjects {
    [_lock lock];
    [_values removeAllObjects];
    [_lock unlock];
}

- (void)removeAllObjectsExceptWidth:(CGFloat)width {
    [_lock lock];
    for (NSNumber *key in _values.allKeys) {
        if (key.doubleValue != width) { [_values removeObjectForKey:key]; }
    }
    [_lock unlock];
}
@end
// endregion

// region: rect
@interface FrameCache (Rect)
/// A frame function's cached rect: CGRectZero in a parent with no width, else
/// the rect stored for parentSize.width, computed once.
- (CGRect)rectForName:(NSString *)name parentSize:(CGSize)parentSize orCompute:(CGRect (^)(void))compute;
@end

@implementation FrameCache (Rect)
- (CGRect)rectForName:(NSString *)name parentSize:(CGSize)parentSize orCompute:(CGRect (^)(void))compute {
    if (parentSize.width <= 0) { return CGRectZero; }
    NSValue *value = [self objectForName:name width:parentSize.width orCompute:^id {
        return [NSValue valueWithCGRect:compute()];
    }];
    return value.CGRectValue;
}
@end
// endregion

NS_ASSUME_NONNULL_END
