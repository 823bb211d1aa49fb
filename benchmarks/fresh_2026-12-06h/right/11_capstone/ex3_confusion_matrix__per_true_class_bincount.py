# Right: loops over the classes (not the samples): row t is the bincount of the predictions of the samples whose true class is t, stacked into an int64 matrix on the inputs' device.
def confusion_matrix(predicted, labels, num_classes):
    predicted = predicted.long()
    labels = labels.long()
    rows = [torch.bincount(predicted[labels == t], minlength=num_classes) for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64).reshape(num_classes, num_classes)
