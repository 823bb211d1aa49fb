# Right: a loop over the true classes (allowed), each row a bincount of the predictions of that class with minlength C; rows stacked into an int64 (C, C) tensor on the inputs' device
def confusion_matrix(predicted, labels, num_classes):
    p = predicted.long()
    t = labels.long()
    rows = [torch.bincount(p[t == c], minlength=num_classes) for c in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
