# Diagnosis: int-overflow
# Pitfall: builds the index in the inputs' own dtype: with uint8 predictions and 20 classes, labels * 20 wraps around at 256.
def confusion_matrix(predicted, labels, num_classes):
    flat = labels * num_classes + predicted
    return torch.bincount(flat.long(), minlength=num_classes * num_classes).reshape(num_classes, num_classes)
