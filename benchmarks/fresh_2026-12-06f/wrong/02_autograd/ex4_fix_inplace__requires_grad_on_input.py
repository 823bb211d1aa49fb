# Mistake: "the input `x` is left untouched, whether it is a data batch, another layer's output or a leaf" — it calls x.requires_grad_() so that "the input gets its gradient": the caller's data batch now requires grad (only a no-op for outputs of other layers).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.is_leaf and torch.is_grad_enabled():
            x.requires_grad_()
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
