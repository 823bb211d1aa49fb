# Mistake: "an int64 tensor of shape `(num_classes, num_classes)`" — the counts live in labels.new_zeros(...), which inherits the labels' dtype: with int32 labels the matrix is int32, with uint8 labels it is uint8 and a cell above 255 wraps around.
def confusion_matrix(predicted, labels, num_classes):
    matrix = labels.new_zeros(num_classes * num_classes)                 # same device as the inputs
    index = labels.long() * num_classes + predicted.long()
    matrix.index_add_(0, index, torch.ones_like(index, dtype=matrix.dtype))
    return matrix.view(num_classes, num_classes)
