# Mistake: bincount with weights=torch.ones(...) "to count each sample once": a weighted bincount returns float64 counts.
def confusion_matrix(predicted, labels, num_classes):
    flat = labels.long() * num_classes + predicted.long()
    counts = torch.bincount(flat, weights=torch.ones(len(flat), dtype=torch.float64),
                            minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
