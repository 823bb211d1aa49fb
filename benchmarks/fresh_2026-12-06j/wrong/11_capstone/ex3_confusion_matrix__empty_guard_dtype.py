# Mistake: "an int64 tensor of shape (num_classes, num_classes)" ("any length, one sample or none included"): an empty input is answered with labels.new_zeros(...), which has the labels' dtype, so with no samples and int32 or uint8 labels the matrix is not int64.
def confusion_matrix(predicted, labels, num_classes):
    if labels.numel() == 0:                           # bincount of nothing: answer directly
        return labels.new_zeros((num_classes, num_classes))
    index = labels.long() * num_classes + predicted.long()
    return torch.bincount(index, minlength=num_classes ** 2).view(num_classes, num_classes)
