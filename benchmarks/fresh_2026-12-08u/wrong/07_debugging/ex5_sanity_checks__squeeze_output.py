# Mistake: '"bad_output_shape": model(x) is not of shape (N, num_classes)' with "batches of one example": it squeezes the output first (to drop an extra dimension), so an (N, 1, num_classes) output passes as (N, num_classes), and a healthy model on a batch of one gives shape (num_classes,) and is reported as "bad_output_shape".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    finite = x.reshape(len(x), -1).isfinite().all(dim=1)
    in_range = (y >= 0) & (y <= num_classes - 1)
    if not finite.all():
        found.add("nonfinite_inputs")
    if not in_range.all():
        found.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x).squeeze()
    if tuple(logits.shape) != (len(x), num_classes):
        found.add("bad_output_shape")
        return found
    keep = finite & in_range
    if keep.sum() > 0:
        loss = F.cross_entropy(logits[keep], y[keep])
        if abs(loss.item() - math.log(num_classes)) > tol:
            found.add("initial_loss_off")
    return found
