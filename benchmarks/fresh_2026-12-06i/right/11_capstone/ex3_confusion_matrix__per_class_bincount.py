# Right: a loop over the classes (not the samples): row t is bincount of the predictions of the samples whose label is t, with minlength=num_classes; rows are stacked (an empty input gives zero rows of the right shape).
def confusion_matrix(predicted, labels, num_classes):
    predicted, labels = predicted.long(), labels.long()
    rows = [torch.bincount(predicted[labels == t], minlength=num_classes)[:num_classes]
            for t in range(num_classes)]
    return torch.stack(rows).to(torch.int64)
