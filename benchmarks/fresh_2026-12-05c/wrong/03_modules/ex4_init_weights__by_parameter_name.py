# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched" — selects parameters by name, so Embedding, LayerNorm, BatchNorm and Conv1d weights and biases are re-initialised too (and 1-D norm weights make kaiming raise)
def init_weights(model: nn.Module) -> nn.Module:
    for name, p in model.named_parameters():
        if name.endswith("weight"):
            nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
        elif name.endswith("bias"):
            nn.init.zeros_(p)
    return model
