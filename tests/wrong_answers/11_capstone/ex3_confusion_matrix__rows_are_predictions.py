# Diagnosis: rows-are-predictions
# Pitfall: rows and columns swapped (rows are the predictions, not the truth).
def confusion_matrix(predicted, labels, num_classes):
    flat = predicted.long() * num_classes + labels.long()
    return torch.bincount(flat, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
