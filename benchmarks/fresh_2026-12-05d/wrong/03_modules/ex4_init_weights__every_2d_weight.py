# Mistake: "for **every** `nn.Linear` ... Leave all other layers (embeddings, normalisation, ...) untouched" — every module with a weight of 2 or more dimensions is initialised, so nn.Embedding and nn.Conv1d are overwritten too (and their draws shift the random values every later Linear gets).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        weight = getattr(m, "weight", None)
        if isinstance(weight, torch.Tensor) and weight.dim() >= 2:
            nn.init.kaiming_normal_(weight, mode="fan_in", nonlinearity="relu")
            bias = getattr(m, "bias", None)
            if bias is not None:
                nn.init.zeros_(bias)
    return model
