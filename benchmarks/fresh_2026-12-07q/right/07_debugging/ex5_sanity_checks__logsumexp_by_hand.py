# Right: computes the per-example cross-entropy by hand with logsumexp and gather on the usable rows (labels clamped before gather so bad rows never index out of range), under inference_mode.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    n = x.shape[0]
    finite = torch.isfinite(x.reshape(n, -1)).all(dim=1) if x.numel() else torch.ones(n, dtype=torch.bool)
    good_label = (y >= 0) & (y < num_classes)
    if not finite.all():
        found.add("nonfinite_inputs")
    if not good_label.all():
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if logits.dim() != 2 or logits.shape[0] != n or logits.shape[1] != num_classes:
            found.add("bad_output_shape")
            return found
        usable = finite & good_label
        if usable.any():
            lg = logits[usable].double()
            t = y[usable].clamp(0, num_classes - 1)
            per = torch.logsumexp(lg, dim=1) - lg.gather(1, t[:, None]).squeeze(1)
            if abs(per.mean().item() - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
