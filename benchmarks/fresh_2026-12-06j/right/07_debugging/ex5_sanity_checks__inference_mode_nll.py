# Right: runs the model once under torch.inference_mode(), checks the shape with out.dim() and out.shape explicitly, and computes the mean loss by hand as -log_softmax gathered at the labels over the usable rows.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    row_finite = torch.isfinite(x.reshape(len(x), -1)).all(dim=1)
    row_label_ok = (y >= 0) & (y <= num_classes - 1)
    if not bool(row_finite.all()):
        found.add("nonfinite_inputs")
    if not bool(row_label_ok.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        out = model(x)
        shape_ok = out.dim() == 2 and out.shape[0] == len(x) and out.shape[1] == num_classes
        if not shape_ok:
            found.add("bad_output_shape")
            return found
        rows = torch.nonzero(row_finite & row_label_ok).flatten()
        if rows.numel() > 0:
            log_p = F.log_softmax(out[rows], dim=1)
            mean_loss = -log_p.gather(1, y[rows].unsqueeze(1)).mean().item()
            if abs(mean_loss - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
