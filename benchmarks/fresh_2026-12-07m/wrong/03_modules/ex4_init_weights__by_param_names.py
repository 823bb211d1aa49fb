# Mistake: "for **every** `nn.Linear` ... Leave all other layers (embeddings, normalisation, ...) untouched": picks layers by parameter name and shape, so an nn.Embedding weight (2-D, named weight) is Kaiming-filled and LayerNorm/BatchNorm/Conv1d biases are zeroed.
def init_weights(model: nn.Module) -> nn.Module:
    for name, param in model.named_parameters():
        if name.endswith("weight") and param.dim() == 2:
            nn.init.kaiming_normal_(param, mode="fan_in", nonlinearity="relu")
        elif name.endswith("bias"):
            nn.init.zeros_(param)
    return model
