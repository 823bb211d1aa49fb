# Right: per-example cross-entropy on all rows with labels clamped into range (no crash), then a masked mean with torch.where over the usable rows only (NaN rows of bad inputs never enter the sum); inference_mode records nothing
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    n = x.shape[0]
    finite_rows = torch.isfinite(x).reshape(n, -1).all(dim=1)
    label_ok = (y >= 0) & (y <= num_classes - 1)
    if not bool(finite_rows.all()):
        found.add("nonfinite_inputs")
    if not bool(label_ok.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if logits.dim() != 2 or logits.shape[0] != n or logits.shape[1] != num_classes:
            found.add("bad_output_shape")
            return found
        usable = finite_rows & label_ok
        count = int(usable.sum())
        if count:
            per_example = F.cross_entropy(logits, y.clamp(0, num_classes - 1), reduction="none")
            mean = torch.where(usable, per_example, torch.zeros_like(per_example)).sum() / count
            if abs(float(mean) - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
