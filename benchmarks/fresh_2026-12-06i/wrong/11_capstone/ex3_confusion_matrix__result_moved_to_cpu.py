# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the inputs are moved to the CPU first ("bincount is deterministic there"), so for GPU inputs the matrix comes back on the CPU instead of the inputs' device.
def confusion_matrix(predicted, labels, num_classes):
    index = labels.cpu().long() * num_classes + predicted.cpu().long()
    return torch.bincount(index, minlength=num_classes * num_classes).view(num_classes, num_classes)
