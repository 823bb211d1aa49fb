# Mistake: "compute the index in int64, or labels * num_classes wraps around in uint8" — computes t * C + p in the inputs' dtype, which overflows for uint8 labels once t * C + p > 255 (and mixes dtypes for int32)
def confusion_matrix(predicted, labels, num_classes):
    flat = labels * num_classes + predicted
    return torch.bincount(flat.long(), minlength=num_classes * num_classes)[: num_classes * num_classes].reshape(num_classes, num_classes)
