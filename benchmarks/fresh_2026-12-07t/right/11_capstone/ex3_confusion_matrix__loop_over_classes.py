# Right: a loop over the true classes (allowed), one bincount of the predictions of each class, written into a matrix made on the inputs' device.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=predicted.device)
    for t in range(num_classes):
        matrix[t] = torch.bincount(predicted[labels == t].long(), minlength=num_classes)
    return matrix
