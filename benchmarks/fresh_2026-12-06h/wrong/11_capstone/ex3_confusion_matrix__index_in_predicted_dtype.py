# Mistake: "(int64, int32, uint8: compute the index in int64, or `labels * num_classes` wraps around in uint8)" — it casts labels to predicted's dtype before computing labels * num_classes + predicted, so when predicted is uint8 (and num_classes is 20) the index wraps around at 256 before the cast to int64.
def confusion_matrix(predicted, labels, num_classes):
    index = labels.to(predicted.dtype) * num_classes + predicted      # one dtype for both
    counts = torch.bincount(index.long(), minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
