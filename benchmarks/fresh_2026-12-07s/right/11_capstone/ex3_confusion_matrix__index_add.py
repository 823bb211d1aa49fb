# Right: scatters ones into a flat int64 buffer with index_add_ at labels * C + predicted (computed in int64), then reshapes.
def confusion_matrix(predicted, labels, num_classes):
    flat_index = labels.to(torch.int64) * num_classes + predicted.to(torch.int64)
    counts = torch.zeros(num_classes * num_classes, dtype=torch.int64, device=labels.device)
    counts.index_add_(0, flat_index, torch.ones_like(flat_index))
    return counts.view(num_classes, num_classes)
