# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8: compute the index in int64, or `labels * num_classes` wraps around in uint8)" — builds the index in the inputs' dtype and converts afterwards, so with uint8 inputs and 20 classes (true 19, predicted 3: 383) the index wraps and the count lands in the wrong cell.
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
