# Mistake: "for every `nn.Linear` ... Leave all other layers (embeddings, normalisation, ...) untouched": every module with a 2-D weight is treated as a linear layer, so an nn.Embedding (weight of shape (num_embeddings, dim)) is re-drawn too (and draws that the reference never makes shift every later Linear's values).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        weight = getattr(m, "weight", None)
        if isinstance(weight, torch.Tensor) and weight.dim() == 2:      # a (out, in) matrix
            nn.init.kaiming_normal_(weight, mode="fan_in", nonlinearity="relu")
            bias = getattr(m, "bias", None)
            if bias is not None:
                nn.init.zeros_(bias)
    return model
