# Mistake: no samples answered early with torch.zeros(num_classes, num_classes): float32, not int64.
def confusion_matrix(predicted, labels, num_classes):
    if len(labels) == 0:
        return torch.zeros(num_classes, num_classes)
    flat = labels.long() * num_classes + predicted.long()
    return torch.bincount(flat, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
