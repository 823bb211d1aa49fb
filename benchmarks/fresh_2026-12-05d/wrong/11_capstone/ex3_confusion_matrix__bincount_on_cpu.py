# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — moves the index to the CPU for bincount ("a histogram is CPU work") and returns the matrix there
def confusion_matrix(predicted, labels, num_classes):
    index = labels.long().cpu() * num_classes + predicted.long().cpu()
    return torch.bincount(index, minlength=num_classes * num_classes).view(num_classes, num_classes)
