# Right: a loop over the true classes (allowed by the prompt), each row one bincount of the predictions of that class's samples with minlength=num_classes, stacked into the matrix.
def confusion_matrix(predicted, labels, num_classes):
    labels, predicted = labels.long(), predicted.long()
    rows = [torch.bincount(predicted[labels == t], minlength=num_classes) for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
