# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched": every 2-D parameter named *weight is treated as a Linear weight matrix, so an nn.Embedding's table is Kaiming-initialised too (and its bias check never runs), and the draws for later layers shift.
def init_weights(model: nn.Module) -> nn.Module:
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("weight") and p.dim() == 2:        # a weight matrix
                nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
            elif name.endswith("bias") and p.dim() == 1:
                p.zero_()
    return model
