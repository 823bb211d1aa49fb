# Mistake: "an int64 tensor ... any length, one sample or none included" -- special-cases an empty input with torch.zeros(C, C), which is float32, not int64.
def confusion_matrix(predicted, labels, num_classes):
    if labels.numel() == 0:
        return torch.zeros(num_classes, num_classes, device=labels.device)
    idx = labels.to(torch.int64) * num_classes + predicted.to(torch.int64)
    return torch.bincount(idx, minlength=num_classes ** 2).reshape(num_classes, num_classes)
