# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched." — the loop selects parameters named "...weight" with two dimensions instead of nn.Linear modules, so an nn.Embedding's (num, dim) weight is re-initialised too (and its draw shifts every later Linear's values); Conv1d/LayerNorm escape only because their weights are not 2-D.
def init_weights(model: nn.Module) -> nn.Module:
    params = dict(model.named_parameters())
    for name, p in model.named_parameters():
        if name.endswith("weight") and p.dim() == 2:          # a Linear's (out, in) matrix
            nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
            bias = params.get(name[: -len("weight")] + "bias")
            if bias is not None:
                nn.init.zeros_(bias)
    return model
