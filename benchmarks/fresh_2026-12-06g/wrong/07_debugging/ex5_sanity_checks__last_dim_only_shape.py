# Mistake: "\"bad_output_shape\": model(x) is not of shape (N, num_classes)" — only the last dimension is compared, so a model whose output is reshaped to (N, 1, num_classes) passes the shape check, and the loss check then feeds a 3-D output to cross_entropy
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
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    keep = finite & labels_ok
    if keep.any():
        with torch.no_grad():
            loss = F.cross_entropy(out[keep].reshape(-1, num_classes), y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
