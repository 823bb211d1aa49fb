# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8: compute the index in int64, or labels * num_classes wraps around in uint8)": the cast to int64 comes after the multiplication, so with uint8 labels and 20 classes t * 20 + p wraps past 255 and lands in the wrong cell.
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
