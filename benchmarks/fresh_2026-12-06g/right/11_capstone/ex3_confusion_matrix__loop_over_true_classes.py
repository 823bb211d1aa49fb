# Right: a loop over the true classes (allowed: a handful of tensor operations per class, none per sample): row t is the bincount of the predictions of the samples whose label is t, with minlength num_classes so every row has num_classes entries; int64 throughout, on the inputs' device, an empty input gives zero rows
def confusion_matrix(predicted, labels, num_classes):
    predicted = predicted.to(torch.int64)
    rows = [torch.bincount(predicted[labels == t], minlength=num_classes) for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
