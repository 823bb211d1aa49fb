# Right: computes the cross-entropy by hand (log_softmax, then gather of the usable rows' labels) in float64, with torch.no_grad, and compares with math.log(num_classes).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    bad_x = ~torch.isfinite(x).flatten(1).all(dim=1)
    bad_y = (y < 0) | (y >= num_classes)
    if bad_x.any():
        problems.add("nonfinite_inputs")
    if bad_y.any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.dim() != 2 or out.shape[0] != x.shape[0] or out.shape[1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    good = ~(bad_x | bad_y)
    if int(good.sum()) == 0:
        return problems
    with torch.no_grad():
        logp = torch.log_softmax(out[good].double(), dim=1)
        nll = -logp.gather(1, y[good].unsqueeze(1)).mean().item()
    if abs(nll - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
