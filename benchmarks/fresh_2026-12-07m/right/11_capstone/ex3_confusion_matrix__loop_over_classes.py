# Right: loops over the true classes (allowed: at most num_classes iterations) and counts each class's predictions with its own bincount of minlength num_classes, stacking the rows into an int64 matrix.
def confusion_matrix(predicted, labels, num_classes):
    pred = predicted.long()
    truth = labels.long()
    rows = [torch.bincount(pred[truth == t], minlength=num_classes) for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
