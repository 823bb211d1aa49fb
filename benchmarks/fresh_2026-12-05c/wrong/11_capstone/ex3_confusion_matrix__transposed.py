# Mistake: "entry [t, p] counts the images of **true** class t predicted as class p (rows are the truth)" — builds p * C + t, so rows are the predictions
def confusion_matrix(predicted, labels, num_classes):
    flat = predicted.long() * num_classes + labels.long()
    return torch.bincount(flat, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
