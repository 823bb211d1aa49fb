# Mistake: "the mean cross-entropy of the model's logits differs from ln(num_classes) by more than tol" — read as a relative difference, |loss / ln(C) - 1| > tol: for 2 classes (ln 2 = 0.69) and tol 0.5 it reports a loss off by only 0.35, and for 10 classes it lets a loss off by up to 1.15 pass
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & labels_ok
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss / math.log(num_classes) - 1) > tol:
            problems.add("initial_loss_off")
    return problems
