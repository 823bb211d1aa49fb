# Mistake: "an int64 tensor of shape (num_classes, num_classes)" -- accumulates into a default-dtype (float32) matrix with index_put_, returning float counts.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, device=labels.device)
    ones = torch.ones(labels.shape[0], device=labels.device)
    cm.index_put_((labels.long(), predicted.long()), ones, accumulate=True)
    return cm
