# Right: no_grad decorator-style context, per-row finiteness via isnan|isinf, loss computed by hand as mean(logsumexp - logit of the label) over the usable rows.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = []
    bad_vals = (x.isnan() | x.isinf())
    bad_rows = bad_vals.reshape(len(x), -1).any(1) if x.dim() > 1 else bad_vals
    if bad_rows.any():
        problems.append("nonfinite_inputs")
    out_of_range = (y < 0) | (y > num_classes - 1)
    if out_of_range.any():
        problems.append("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.dim() != 2 or logits.shape[0] != len(x) or logits.shape[1] != num_classes:
        problems.append("bad_output_shape")
    else:
        good = ~bad_rows & ~out_of_range
        if good.sum() > 0:
            lg, lab = logits[good].double(), y[good]
            loss = (torch.logsumexp(lg, dim=1) - lg.gather(1, lab.unsqueeze(1)).squeeze(1)).mean().item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.append("initial_loss_off")
    return set(problems)
