# Mistake: "memory layouts: contiguous, strided, transposed or column major": flattening with .view(-1, dim) fails on a transposed or strided x (view size is not compatible with input tensor's size and stride).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        flat = x.view(-1, x.shape[-1])
        h = self.proj(flat)
        h += 1.0
        g = torch.sigmoid(self.gate(flat))
        g = g * self.scale
        out = h * g
        out += flat
        return torch.relu_(out).view(x.shape)
