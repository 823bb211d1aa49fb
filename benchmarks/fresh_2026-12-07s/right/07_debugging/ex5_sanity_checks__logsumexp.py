# Right: computes the cross-entropy by hand as logsumexp - picked logit over the usable rows (gather with the masked labels), under torch.no_grad, and compares with numpy-free math.log.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = []
    rows_finite = x.isfinite().reshape(x.shape[0], -1).all(1) if x.numel() else torch.ones(x.shape[0], dtype=torch.bool)
    in_range = (y >= 0) & (y <= num_classes - 1)
    if not rows_finite.all():
        found.append("nonfinite_inputs")
    if not in_range.all():
        found.append("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
        shape_ok = out.dim() == 2 and out.shape[0] == x.shape[0] and out.shape[1] == num_classes
        if not shape_ok:
            found.append("bad_output_shape")
        keep = rows_finite & in_range
        if shape_ok and keep.sum() > 0:
            logits, labels = out[keep], y[keep]
            per_example = torch.logsumexp(logits, dim=1) - logits.gather(1, labels[:, None]).squeeze(1)
            if abs(per_example.mean().item() - math.log(num_classes)) > tol:
                found.append("initial_loss_off")
    return set(found)
