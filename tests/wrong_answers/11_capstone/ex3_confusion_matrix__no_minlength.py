# Diagnosis: missing-classes
# Pitfall: bincount without minlength is too short when the last classes never occur.
def confusion_matrix(predicted, labels, num_classes):
    flat = labels.long() * num_classes + predicted.long()
    counts = torch.bincount(flat)
    return counts.reshape(-1, num_classes)
