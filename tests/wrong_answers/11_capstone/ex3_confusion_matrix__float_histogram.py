# Diagnosis: not-int64
# Pitfall: torch.histc returns float counts, not the int64 tensor asked for.
def confusion_matrix(predicted, labels, num_classes):
    flat = (labels * num_classes + predicted).float()
    counts = torch.histc(flat, bins=num_classes * num_classes, min=0, max=num_classes * num_classes - 1)
    return counts.reshape(num_classes, num_classes)
