# Mistake: "compute the index in int64, or `labels * num_classes` wraps around in uint8": the labels are cast to predicted's dtype ("the same dtype for both"), so with uint8 predictions and 20 classes t * 20 + p wraps past 255 and lands in the wrong cell.
def confusion_matrix(predicted, labels, num_classes):
    index = labels.to(predicted.dtype) * num_classes + predicted
    counts = torch.bincount(index.long(), minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
