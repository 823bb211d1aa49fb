# Right: one-hot matrices multiplied in float32 (exact for counts below 2**24, and a kernel every device has), then rounded and cast to int64.
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels.long(), num_classes).float()
    guess = F.one_hot(predicted.long(), num_classes).float()
    return (truth.T @ guess).round().to(torch.int64)
