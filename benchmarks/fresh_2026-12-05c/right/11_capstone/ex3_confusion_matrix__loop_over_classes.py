# Right: a loop over the classes only (allowed): for each true class t, bincount of the predictions of its samples with minlength=C; rows stacked into an int64 (C, C) tensor
def confusion_matrix(predicted, labels, num_classes):
    pred = predicted.long()
    true = labels.long()
    rows = [torch.bincount(pred[true == t], minlength=num_classes)[:num_classes] for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
