# Mistake: "fill the existing parameters (the `nn.init` functions do), never replace them with new `nn.Parameter` objects ... and leave them frozen": fresh Parameters replace the old ones, so an optimizer built before the call updates stale tensors, a frozen layer becomes trainable again, and float64 or GPU layers get float32 CPU weights.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            w = torch.empty(m.out_features, m.in_features)
            nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
            m.weight = nn.Parameter(w)
            if m.bias is not None:
                m.bias = nn.Parameter(torch.zeros(m.out_features))
    return model
