# Diagnosis: wrong-shape
# Pitfall: a squeeze() "to tidy up" the result: with a single class the (1, 1) matrix becomes a 0-dim tensor.
def confusion_matrix(predicted, labels, num_classes):
    flat = labels.long() * num_classes + predicted.long()
    return torch.bincount(flat, minlength=num_classes * num_classes).reshape(num_classes, num_classes).squeeze()
