# Right: a loop over the true classes (allowed), each row a bincount of the predictions of that class, stacked into an int64 matrix.
def confusion_matrix(predicted, labels, num_classes):
    p = predicted.long()
    rows = [torch.bincount(p[labels == t], minlength=num_classes) for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
