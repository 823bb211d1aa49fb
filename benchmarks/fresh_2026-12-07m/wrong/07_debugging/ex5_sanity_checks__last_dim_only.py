# Mistake: "`"bad_output_shape"`: `model(x)` is not of shape `(N, num_classes)`" - checks only the last dimension, so an output reshaped to (N, 1, num_classes) passes the shape check and the loss is then computed on it (cross_entropy fails or treats dim 1 as classes).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    ok_x = torch.isfinite(x).flatten(1).all(dim=1)
    ok_y = (y >= 0) & (y < num_classes)
    if not bool(ok_x.all()):
        problems.add("nonfinite_inputs")
    if not bool(ok_y.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
    else:
        keep = ok_x & ok_y
        if keep.any():
            loss = F.cross_entropy(out[keep], y[keep]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
