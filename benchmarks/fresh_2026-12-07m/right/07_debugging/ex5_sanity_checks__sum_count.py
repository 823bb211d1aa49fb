# Right: sums the per-example losses (reduction="none", masked with where) and divides by the count of usable examples; labels are clamped before the loss so no out-of-range index is ever read.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    good_x = torch.isfinite(x.flatten(1)).all(1)
    good_y = (0 <= y) & (y <= num_classes - 1)
    if (~good_x).any():
        problems.add("nonfinite_inputs")
    if (~good_y).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
        if logits.dim() != 2 or logits.shape[0] != len(x) or logits.shape[1] != num_classes:
            problems.add("bad_output_shape")
            return problems
        usable = good_x & good_y
        count = int(usable.sum())
        if count:
            safe_y = y.clamp(0, num_classes - 1)
            safe_logits = torch.where(usable[:, None], logits, torch.zeros_like(logits))
            per_example = F.cross_entropy(safe_logits, safe_y, reduction="none")
            mean = (per_example * usable).sum().item() / count
            if abs(mean - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
